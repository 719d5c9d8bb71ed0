import LandingView from '@/features/banner/LandingView'
export default LandingView
