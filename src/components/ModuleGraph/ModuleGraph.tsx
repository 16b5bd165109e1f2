import './ModuleGraph.css';

/** The picture's coordinate space; the hero reserves this aspect ratio before anything paints. */
export const GRAPH_WIDTH = 720;
export const GRAPH_HEIGHT = 300;
const CENTER_Y = GRAPH_HEIGHT / 2;
/** Where lines enter and leave the cube drawn on top of the picture's middle. */
const HUB_IN = 296;
const HUB_OUT = GRAPH_WIDTH - HUB_IN;
const NODE_W = 104;
const NODE_H = 34;

type Kind = 'js' | 'css' | 'png' | 'sass' | 'hbs';

interface GraphNode {
  label: string;
  kind: Kind;
  y: number;
}

/** Source modules on the left: several kinds, each handled by its own loader or asset module. */
const MODULES: GraphNode[] = [
  { label: 'index.js', kind: 'js', y: 34 },
  { label: 'theme.sass', kind: 'sass', y: 92 },
  { label: 'logo.png', kind: 'png', y: 150 },
  { label: 'card.hbs', kind: 'hbs', y: 208 },
  { label: 'reset.css', kind: 'css', y: 266 },
];

/** What comes out on the right: a few static files for the browser. */
const BUNDLES: GraphNode[] = [
  { label: 'main.js', kind: 'js', y: 80 },
  { label: 'main.css', kind: 'css', y: 150 },
  { label: '[hash].png', kind: 'png', y: 220 },
];

function Node({ node, x }: { node: GraphNode; x: number }) {
  return (
    <g className={`module-graph__node module-graph__node--${node.kind}`}>
      <rect x={x} y={node.y - NODE_H / 2} width={NODE_W} height={NODE_H} rx={7} />
      <text className="module-graph__label" x={x + NODE_W / 2} y={node.y + 5} textAnchor="middle">
        {node.label}
      </text>
      {/* Narrow screens shrink the picture: they show the bigger kind label instead. */}
      <text className="module-graph__kind" x={x + NODE_W / 2} y={node.y + 9} textAnchor="middle">
        .{node.kind}
      </text>
    </g>
  );
}

function Edge({ d, kind }: { d: string; kind: Kind }) {
  return (
    <>
      <path className="module-graph__edge" d={d} />
      <path className={`module-graph__flow module-graph__flow--${kind}`} d={d} />
    </>
  );
}

/**
 * A picture of what webpack does: modules of many kinds flow into the middle (where the hero draws
 * the cube) and come out as bundles. Inline SVG, animated with CSS only (dashes moving along the lines).
 */
export function ModuleGraph() {
  const left = 12;
  const right = GRAPH_WIDTH - 12 - NODE_W;
  return (
    <svg
      className="module-graph"
      viewBox={`0 0 ${GRAPH_WIDTH} ${GRAPH_HEIGHT}`}
      width={GRAPH_WIDTH}
      height={GRAPH_HEIGHT}
      role="img"
      aria-labelledby="module-graph-title"
    >
      <title id="module-graph-title">
        Modules of many kinds (.js, .sass, .png, .hbs, .css) flow through webpack and come out as a few bundles:
        main.js, main.css and an image.
      </title>
      {MODULES.map((node) => (
        <Edge
          key={node.label}
          kind={node.kind}
          d={`M${left + NODE_W} ${node.y} C${left + NODE_W + 96} ${node.y} ${HUB_IN - 96} ${CENTER_Y} ${HUB_IN} ${CENTER_Y}`}
        />
      ))}
      {BUNDLES.map((node) => (
        <Edge
          key={node.label}
          kind={node.kind}
          d={`M${HUB_OUT} ${CENTER_Y} C${HUB_OUT + 96} ${CENTER_Y} ${right - 96} ${node.y} ${right} ${node.y}`}
        />
      ))}
      {MODULES.map((node) => (
        <Node key={node.label} node={node} x={left} />
      ))}
      {BUNDLES.map((node) => (
        <Node key={node.label} node={node} x={right} />
      ))}
    </svg>
  );
}
