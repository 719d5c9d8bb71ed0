import ContactUsView from '@/features/settings/ContactUsView'

export default ContactUsView
