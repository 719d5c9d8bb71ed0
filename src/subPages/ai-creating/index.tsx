import AiCreateView from '@/features/ai-create/AiCreateView'

export default AiCreateView
