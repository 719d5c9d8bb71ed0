import ArticleView from '@/features/information/ArticleView'

export default ArticleView
