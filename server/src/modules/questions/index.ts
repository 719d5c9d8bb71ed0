import type { GameRepository } from '../games/repository'
import type { ServiceModule } from '../module'
import { questionsRoutes } from './routes'
import { QuestionsService } from './service'

export function createQuestions(deps: { games: GameRepository }): ServiceModule<QuestionsService> {
  const service = new QuestionsService(deps.games)
  return { service, routes: (app, http) => questionsRoutes(app, { ...http, questions: service }) }
}
