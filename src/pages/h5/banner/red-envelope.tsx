import RedEnvelopeView from '@/features/draw/RedEnvelopeView'

export default RedEnvelopeView
