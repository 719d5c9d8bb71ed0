import AddressView from '@/features/draw/AddressView'

export default AddressView
