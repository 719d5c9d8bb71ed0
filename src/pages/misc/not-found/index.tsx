import NotFoundView from '@/features/misc/NotFoundView'

export default NotFoundView
