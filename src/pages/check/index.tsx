import CheckView from '@/features/check/CheckView'

export default CheckView
