import PreviewView from '@/features/report/share/PreviewView'

export default PreviewView
