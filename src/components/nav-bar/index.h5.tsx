import { NavBarView } from './bar'

/** H5 draws its own navigation bar on every page (nav-bar/bar.tsx). */
export default function NavBar({ title, onBack }: { title: string; onBack?: () => void }) {
  return <NavBarView title={title} onBack={onBack} />
}
