import LoveView from '@/features/mission/LoveView'

export default LoveView
