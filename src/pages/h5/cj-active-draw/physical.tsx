import PhysicalView from '@/features/draw/PhysicalView'

export default PhysicalView
