import RealNameView from '@/features/user/RealNameView'

export default RealNameView
