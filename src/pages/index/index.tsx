import HomeView from '@/features/home/HomeView'

export default HomeView
