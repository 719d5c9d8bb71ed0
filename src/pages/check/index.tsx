import CheckView from '@/features/did-i-lose/CheckView'

export default CheckView
