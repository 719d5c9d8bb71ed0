import WebviewView from '@/features/misc/WebviewView'

export default WebviewView
