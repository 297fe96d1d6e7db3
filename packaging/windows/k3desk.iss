; Inno Setup 6 script for the k3desk Windows installer.
;
; Built by packaging/build.py on Windows after PyInstaller, roughly:
;   iscc /DAppVersion=0.1.0 /DSourceDir=dist\k3desk /DRepoRoot=. /Odist packaging\windows\k3desk.iss
; Output: dist\k3desk-<version>-setup.exe
;
; Installs per user by default (no administrator rights needed: procurement laptops are often
; locked down); the first page lets an administrator choose "all users" instead.
;
; Scenario files are named *.k3desk.json. Windows keys file types by the LAST extension (".json"),
; so a handler registered for ".k3desk.json" would never be consulted. The installer therefore
; registers k3desk as an "Open with" choice for .json files (OpenWithProgids) without taking over
; the default JSON program; inside k3desk, File > Open shows scenario files directly.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef RepoRoot
  #define RepoRoot "..\.."
#endif
#ifndef SourceDir
  #define SourceDir RepoRoot + "\dist\k3desk"
#endif
#define AppName "k3desk"
#define AppPublisher "k3desk"
#define AppExe "k3desk.exe"
#define ProgId "k3desk.scenario"

[Setup]
; AppId identifies the app for upgrades and the uninstaller: never change it.
AppId={{E962ED90-D5E2-5A85-90AC-B3A43F5CE25A}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoCompany={#AppPublisher}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputBaseFilename={#AppName}-{#AppVersion}-setup
SetupIconFile={#RepoRoot}\resources\icons\k3desk.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "ptbr"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"

[CustomMessages]
en.AssocTask=Offer k3desk in "Open with" for scenario files (*.k3desk.json)
ptbr.AssocTask=Oferecer o k3desk em "Abrir com" para arquivos de cenário (*.k3desk.json)
en.ScenarioType=k3desk scenario
ptbr.ScenarioType=Cenário do k3desk

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "assoc"; Description: "{cm:AssocTask}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; The ProgID: how a scenario opens (k3desk.exe "%1") and its icon. HKA = HKCU for a per-user
; install, HKLM for an all-users install.
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueData: "{cm:ScenarioType}"; Flags: uninsdeletekey; Tasks: assoc
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueData: "{app}\{#AppExe},0"; Tasks: assoc
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: assoc
; Offer it for .json without becoming the default JSON program.
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: assoc
; Registered application entry, so "Open with > Choose another app" lists k3desk by name.
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only the program folder. Scenarios and settings in %APPDATA%\k3desk belong to the user and stay.
Type: filesandordirs; Name: "{app}"
