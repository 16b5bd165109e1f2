export interface Greeting {
  name: string;
  excited?: boolean;
}

export function formatGreeting({ name, excited = false }: Greeting): string {
  return `Hello, ${name}${excited ? '!' : '.'}`;
}
