import PayView from '@/features/pay/PayView'

export default PayView
