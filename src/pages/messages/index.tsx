import MessagesView from '@/features/messages/MessagesView'

export default MessagesView
