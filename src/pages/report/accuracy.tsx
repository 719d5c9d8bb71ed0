import AccuracyView from '@/features/accuracy/AccuracyView'

export default AccuracyView
