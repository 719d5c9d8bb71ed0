import FriendHelpView from '@/features/help/FriendHelpView'

export default FriendHelpView
