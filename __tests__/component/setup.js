// Order matters: @tarojs/taro must be loaded before anything imports @tarojs/router (import cycle).
process.env.TARO_ENV = 'h5'
process.env.TARO_PLATFORM = 'web'
require('@tarojs/test-utils-react/dist/jest/jest.setup.js')
require('@tarojs/taro')
