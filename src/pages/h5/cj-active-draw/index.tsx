import DrawView from '@/features/draw/DrawView'

export default DrawView
