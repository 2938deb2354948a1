# file: python_modules/libraries/dagster-twilio/dagster_twilio/resources.py @539a50b03a9a175123ca6c4af41fb6603988047b
class TwilioResource:
    account_sid: str
    auth_token: str
    def create_client(self): ...

# missing: twilio_resource (constant ResourceDefinition made by @dagster_maintained_resource/@resource in resources.py @539a50b03a9a175123ca6c4af41fb6603988047b; no signature to transcribe)
