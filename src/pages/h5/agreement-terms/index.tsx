import AgreementTermsView from '@/features/docs/AgreementTermsView'

export default AgreementTermsView
