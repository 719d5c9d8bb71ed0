import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import '@refinedev/antd/dist/reset.css'
import { ConsoleApp } from './app'

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')

createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename='/console'>
      <ConsoleApp />
    </BrowserRouter>
  </StrictMode>,
)
