import LoveView from '@/features/rewards/LoveView'

export default LoveView
