import CountryAreaView from '@/features/login/CountryAreaView'

export default CountryAreaView
