// What Taro's Swiper gets instead of `swiper/bundle` on H5 (config/h5-delivery.ts): Swiper's core with the two
// modules the app's carousel uses, autoplay and pagination (the indicator dots). Using another Swiper feature
// (zoom, effects, navigation) means adding its module here.
import Swiper from 'swiper'
import { Autoplay, Pagination } from 'swiper/modules'

Swiper.use([Autoplay, Pagination])

export default Swiper
