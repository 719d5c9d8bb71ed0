import ChooseView from '@/features/question-flow/ChooseView'

export default ChooseView
