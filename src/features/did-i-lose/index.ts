// What other features show of a did-I-lose check: its verdict and words as the trader reads them (the records list).
export { tradeWords, verdictWord } from './trade-words'
