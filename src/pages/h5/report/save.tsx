import SaveView from '@/features/report/share/SaveView'

export default SaveView
