import ContactUsView from '@/features/user/ContactUsView'

export default ContactUsView
