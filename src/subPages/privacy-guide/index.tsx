import PrivacyNoticeView from '@/features/docs/PrivacyNoticeView'

export default PrivacyNoticeView
