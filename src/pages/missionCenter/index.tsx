import MissionView from '@/features/mission/MissionView'

export default MissionView
