import MissionView from '@/features/rewards/MissionView'

export default MissionView
