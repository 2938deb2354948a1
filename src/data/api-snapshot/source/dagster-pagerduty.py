# file: python_modules/libraries/dagster-pagerduty/dagster_pagerduty/resources.py @539a50b03a9a175123ca6c4af41fb6603988047b
class PagerDutyService:
    routing_key: str
    def EventV2_create(self, summary, source, severity, event_action="trigger", dedup_key=None, timestamp=None, component=None, group=None, event_class=None, custom_details=None): ...

# missing: pagerduty_resource (constant ResourceDefinition made by @dagster_maintained_resource/@resource/@suppress_dagster_warnings in resources.py @539a50b03a9a175123ca6c4af41fb6603988047b; no signature to transcribe)
