import { configure } from '@nutui/icons-react-taro'

// Mini-programs draw only their own components: NutUI's default `<i>` has no template there and would render
// nothing. A `view` carries the icon's class and mask style just the same.
configure({ tag: 'view' })
