import { Icon } from '../../components/Icon/Icon'
import frame from './visual.module.css'

export function CheckFloat({ text }: { text: string }) {
  return (
    <p className={`${frame.card} ${frame.float}`}>
      <span className={`${frame.icon} ${frame.good}`}>
        <Icon name="check" size={16} />
      </span>
      {text}
    </p>
  )
}
