import { categoryStyle } from './category-style';

/** A category's icon on its colour, sized for list rows and table cells. */
export function CategoryIcon({ categoria, size = 28 }: { categoria: string; size?: number }) {
  const style = categoryStyle(categoria);
  return (
    <span
      className="inline-flex shrink-0 items-center justify-center rounded-full"
      style={{ width: size, height: size, backgroundColor: `${style.color}1f`, color: style.color }}
      title={style.nombre}
    >
      <svg
        viewBox="0 0 24 24"
        width={size * 0.6}
        height={size * 0.6}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={style.icon} />
      </svg>
      <span className="sr-only">{style.nombre}</span>
    </span>
  );
}
