import MineView from '@/features/mine/MineView'

export default MineView
