import {describe, expect, it} from 'vitest';
import {helmNameProblems, kubectlObjects} from './helm-names';

const names = [
  {kind: 'Job', name: 'dagster-dagster-webserver-instance-migrate'},
  {kind: 'Deployment', name: 'dagster-dagster-webserver'},
  {kind: 'Deployment', name: 'dagster-daemon'},
  {kind: 'Deployment', name: 'dagster-dagster-user-deployments-<deployment name>'},
  {kind: 'Service', name: 'dagster-dagster-webserver'},
];

describe('names the Helm chart generates', () => {
  it('reads the objects a kubectl command names', () => {
    expect(kubectlObjects(['kubectl', 'get', 'pods', '-l', 'job-name=x,app=y'])).toEqual([{kind: 'Job', name: 'x'}]);
    expect(kubectlObjects(['kubectl', 'port-forward', 'svc/dagster-dagster-webserver', '8080:80'])).toEqual([
      {kind: 'Service', name: 'dagster-dagster-webserver'},
    ]);
    expect(kubectlObjects(['kubectl', 'scale', 'deployment', 'dagster-daemon', '--replicas=0'])).toEqual([
      {kind: 'Deployment', name: 'dagster-daemon'},
    ]);
  });

  it('accepts what the chart generates, another release and variables', () => {
    expect(helmNameProblems('kubectl get pods -l job-name=dagster-dagster-webserver-instance-migrate', names)).toEqual([]);
    expect(helmNameProblems('kubectl rollout status deploy/dagster-dagster-user-deployments-k8s-example', names)).toEqual([]);
    expect(helmNameProblems('kubectl get job prod-dagster-webserver-instance-migrate', names)).toEqual([]);
    expect(helmNameProblems('kubectl get job "$MIGRATE_JOB"', names)).toEqual([]);
  });

  it('names a generated name the chart does not produce', () => {
    expect(helmNameProblems('kubectl get pods -l job-name=dagster-instance-migrate', names)).toEqual([
      'the dagster Helm chart names no Job "dagster-instance-migrate" for the release dagster (its Job names: dagster-dagster-webserver-instance-migrate): see src/data/config-schemas/helm-names.yaml',
    ]);
    expect(helmNameProblems('kubectl port-forward svc/dagster-webserver 8080:80', names)[0]).toMatch(/no Service "dagster-webserver"/);
  });
});
