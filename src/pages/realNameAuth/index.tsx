import RealNameView from '@/features/settings/RealNameView'

export default RealNameView
