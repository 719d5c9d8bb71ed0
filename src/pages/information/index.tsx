import InformationView from '@/features/information/InformationView'

export default InformationView
