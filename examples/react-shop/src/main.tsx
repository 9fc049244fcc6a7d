import '@waybill/widgets/styles.css'
import './shop.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Shop } from './Shop.tsx'

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Shop />
    </StrictMode>,
  )
}
