// What other features show of a did-I-lose check: its verdict as the trader reads it (the records list).
export { verdictWord } from './trade-words'
