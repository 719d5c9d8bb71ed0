import VouchersView from '@/features/pay/VouchersView'

export default VouchersView
