import { memo, useId, useRef, type CSSProperties } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../../app/hooks';
import messages from '../messages';
import { selectFlows, type FlowView } from '../nowSelectors';
import { flowDuration, flowWidth, type Flows } from '../powerFlowMath';
import DeviceIcon from '../../../common/icons/DeviceIcon';
import { useNearViewport } from '../../../common/useNearViewport';
import styles from './PowerFlowDiagram.module.css';

type Node = 'solar' | 'grid' | 'home' | 'battery';
const POS: Record<Node, [number, number]> = { solar: [180, 44], grid: [52, 140], home: [308, 140], battery: [180, 226] };
/** Where each node's name and figure go, clear of the paths and their labels. */
const TEXT: Record<Node, { x: number; y: number; anchor: 'start' | 'middle' }> = {
  solar: { x: 216, y: 40, anchor: 'start' },
  grid: { x: 52, y: 186, anchor: 'middle' },
  home: { x: 308, y: 186, anchor: 'middle' },
  battery: { x: 216, y: 222, anchor: 'start' },
};
const R = 28;
const NODE_TEXT: Record<Node, MessageDescriptor> = { solar: messages.flowSolar, grid: messages.flowGrid, home: messages.flowHome, battery: messages.flowBattery };
const ICON: Record<Node, string> = { solar: 'solar_alt', grid: 'grid', home: 'home', battery: 'battery' };

const PATHS: { key: keyof Flows; from: Node; to: Node; label: [number, number] }[] = [
  { key: 'solarToHome', from: 'solar', to: 'home', label: [244, 92] },
  { key: 'solarToGrid', from: 'solar', to: 'grid', label: [116, 92] },
  { key: 'solarToBattery', from: 'solar', to: 'battery', label: [180, 100] },
  { key: 'gridToHome', from: 'grid', to: 'home', label: [238, 140] },
  { key: 'gridToBattery', from: 'grid', to: 'battery', label: [129, 190] },
  { key: 'batteryToGrid', from: 'battery', to: 'grid', label: [129, 190] },
  { key: 'batteryToHome', from: 'battery', to: 'home', label: [231, 190] },
];
const TRACKS: [Node, Node][] = [['solar', 'home'], ['solar', 'grid'], ['solar', 'battery'], ['grid', 'home'], ['grid', 'battery'], ['battery', 'home']];

/** The straight segment between two nodes, trimmed to their circles, from `a` to `b`: its ends, length and angle. */
function segmentOf(a: Node, b: Node): { x: number; y: number; x2: number; y2: number; len: number; angle: number } {
  const [x1, y1] = POS[a];
  const [x2, y2] = POS[b];
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const t = R + 5;
  const f = (n: number) => Math.round(n * 10) / 10;
  return { x: f(x1 + ux * t), y: f(y1 + uy * t), x2: f(x2 - ux * t), y2: f(y2 - uy * t), len: f(len - 2 * t), angle: f((Math.atan2(uy, ux) * 180) / Math.PI) };
}

/** The segment as an SVG path, drawn from `a` to `b`. */
function segment(a: Node, b: Node): string {
  const { x, y, x2, y2 } = segmentOf(a, b);
  return `M${x} ${y}L${x2} ${y2}`;
}

/**
 * A flow's moving dots, laid over the diagram in its own units (CSS variables, see the module's
 * .flowLine): a strip along the segment whose dots slide by transform, which the compositor
 * animates, so an idle Now screen does no style or paint work on the main thread for them. (Dashes
 * moved by stroke-dashoffset were restyled every frame and repainted: about 0.1 s of main-thread
 * time a second on a desktop, several times that on a phone.)
 */
function flowStyle(p: { from: Node; to: Node }, watts: number): CSSProperties {
  const { x, y, len, angle } = segmentOf(p.from, p.to);
  return {
    '--x': x,
    '--y': y,
    '--len': len,
    '--w': flowWidth(watts),
    '--angle': `${angle}deg`,
  } as CSSProperties;
}

/** Nothing to draw yet: the diagram's card is not near the view. */
const noFlows = (): FlowView | null => null;

function PowerFlowDiagram({ prominent = false }: { prominent?: boolean }) {
  const intl = useIntl();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  // Below the first screen (a phone's Now screen), the diagram is drawn, and follows the frames,
  // only once its card comes near the view.
  const near = useNearViewport(ref);
  const flows = useAppSelector(near ? selectFlows : noFlows, shallowEqual) as FlowView | null;
  if (!flows) {
    // Before the first frame (the screen shows the diagram only when one is expected), or until it
    // comes near the view: the card holds the diagram's place, so the drawing fills it in instead of
    // pushing the page down.
    return (
      <section ref={ref} className={`${styles.card} ${prominent ? styles.prominent : ''}`} aria-labelledby={titleId} aria-busy="true">
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage(messages.flowTitle)}
        </h2>
        <div className={styles.placeholder} data-testid="power-flow-placeholder" />
      </section>
    );
  }
  const present = (n: Node) => (n === 'solar' ? flows.hasSolar : n === 'battery' ? flows.hasBattery : true);
  const watts = (n: number) => intl.formatNumber(n);
  const name = (n: Node) => intl.formatMessage(NODE_TEXT[n]);
  const active = PATHS.filter((p) => present(p.from) && present(p.to) && flows[p.key] >= 1);
  const lines = active.map((p) => intl.formatMessage(messages.flowPath, { from: name(p.from), to: name(p.to), watts: watts(flows[p.key]) }));
  const summary = intl.formatMessage(messages.flowSummary, { paths: lines.length ? lines.join('; ') : intl.formatMessage(messages.flowNone) });
  const nodeFigure: Record<Node, string> = {
    solar: `${watts(flows.solar)} W`,
    grid: `${watts(Math.abs(flows.grid))} W`,
    home: `${watts(flows.home)} W`,
    battery: flows.batteryPct === null ? `${watts(Math.abs(flows.battery))} W` : `${flows.batteryPct}%`,
  };

  return (
    <section ref={ref} className={`${styles.card} ${prominent ? styles.prominent : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage(messages.flowTitle)}
      </h2>
      <div className={styles.figure}>
        <svg className={styles.svg} viewBox="0 0 360 252" role="img" aria-label={summary}>
          {TRACKS.filter(([a, b]) => present(a) && present(b)).map(([a, b]) => (
            <path key={`${a}-${b}`} className={styles.track} d={segment(a, b)} />
          ))}
          {(Object.keys(POS) as Node[]).filter(present).map((n) => (
            <g key={n} className={`${styles.node} ${styles[n]}`}>
              <circle cx={POS[n][0]} cy={POS[n][1]} r={R} />
              <g transform={`translate(${POS[n][0] - 13} ${POS[n][1] - 13})`}>
                <DeviceIcon icon={ICON[n]} size={26} />
              </g>
              <text className={styles.nodeText} x={TEXT[n].x} y={TEXT[n].y} textAnchor={TEXT[n].anchor}>
                <tspan className={styles.nodeName}>{name(n)}</tspan>
                <tspan className={styles.nodeFigure} x={TEXT[n].x} dy={15}>
                  {nodeFigure[n]}
                </tspan>
              </text>
            </g>
          ))}
        </svg>
        <div className={styles.flows} aria-hidden="true">
          {active.map((p) => (
            <span key={p.key} className={`${styles.flowLine} ${styles[p.from]}`} data-flow={p.key} style={flowStyle(p, flows[p.key])}>
              <span className={styles.dots} style={{ animationDuration: `${flowDuration(flows[p.key])}s` }} />
            </span>
          ))}
        </div>
        {/* The paths' watts, over the moving dots. */}
        <svg className={styles.labels} viewBox="0 0 360 252" aria-hidden="true">
          {active.map((p) => {
            const text = `${watts(flows[p.key])} W`;
            const w = text.length * 6.4 + 12;
            return (
              <g key={`l-${p.key}`} className={styles.label}>
                <rect x={p.label[0] - w / 2} y={p.label[1] - 9} width={w} height={18} rx={9} />
                <text x={p.label[0]} y={p.label[1] + 4}>{text}</text>
              </g>
            );
          })}
        </svg>
      </div>
      <ul className="kw-visually-hidden">
        {lines.length ? lines.map((line) => <li key={line}>{line}</li>) : <li>{intl.formatMessage(messages.flowNone)}</li>}
      </ul>
    </section>
  );
}

export default memo(PowerFlowDiagram);
