import InviteView from '@/features/invite/InviteView'

export default InviteView
