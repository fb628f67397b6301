/**
 * A coarse polyline of the UK's coast for bench/scale.ts: real coastal places, in order around
 * Great Britain (clockwise from Land's End), Northern Ireland and the Isle of Wight, each with
 * its county and a position to about a kilometre. The synthetic beaches are strung along the
 * segments between them and named after the nearer place. Positions are from memory of the map,
 * good enough to spread 10,000 markers the way a UK-wide directory would be spread, and no more.
 */

/** [place, latitude, longitude] */
export type CoastPlace = readonly [string, number, number];
/** A run of places in one county, in coastal order. */
export type CoastStretch = readonly [county: string, places: readonly CoastPlace[]];

// biome-ignore format: one county per line reads as a map
const GREAT_BRITAIN: readonly CoastStretch[] = [
  ['Cornwall', [["Land's End", 50.066, -5.714], ['Porthcurno', 50.043, -5.655], ['Mousehole', 50.083, -5.538], ['Penzance', 50.118, -5.537], ['Marazion', 50.125, -5.475], ['Praa', 50.103, -5.391], ['Porthleven', 50.085, -5.316], ['Mullion', 50.016, -5.257], ['Lizard', 49.96, -5.206], ['Coverack', 50.024, -5.097], ['Falmouth', 50.145, -5.062], ['Portscatho', 50.179, -4.973], ['Mevagissey', 50.27, -4.786], ['Par', 50.343, -4.702], ['Fowey', 50.334, -4.636], ['Looe', 50.353, -4.453], ['Whitsand', 50.34, -4.27]]],
  ['Devon', [['Plymouth', 50.364, -4.142], ['Wembury', 50.316, -4.084], ['Bigbury', 50.281, -3.892], ['Hope Cove', 50.245, -3.861], ['Salcombe', 50.231, -3.768], ['Start Point', 50.222, -3.641], ['Slapton', 50.284, -3.651], ['Dartmouth', 50.35, -3.578], ['Paignton', 50.435, -3.563], ['Torquay', 50.46, -3.525], ['Teignmouth', 50.545, -3.496], ['Dawlish', 50.58, -3.463], ['Exmouth', 50.613, -3.403], ['Budleigh', 50.627, -3.32], ['Sidmouth', 50.677, -3.239], ['Beer', 50.697, -3.093], ['Seaton', 50.705, -3.07]]],
  ['Dorset', [['Lyme Regis', 50.722, -2.937], ['Charmouth', 50.735, -2.903], ['West Bay', 50.71, -2.764], ['Abbotsbury', 50.658, -2.612], ['Portland', 50.547, -2.44], ['Weymouth', 50.61, -2.454], ['Ringstead', 50.632, -2.352], ['Lulworth', 50.619, -2.249], ['Kimmeridge', 50.61, -2.12], ['Swanage', 50.609, -1.958], ['Studland', 50.643, -1.95], ['Sandbanks', 50.685, -1.946], ['Bournemouth', 50.716, -1.875], ['Highcliffe', 50.737, -1.707]]],
  ['Hampshire', [['Milford', 50.723, -1.59], ['Lymington', 50.752, -1.54], ['Lepe', 50.785, -1.354], ['Calshot', 50.815, -1.31], ['Lee-on-the-Solent', 50.801, -1.203], ['Southsea', 50.779, -1.088], ['Hayling', 50.784, -0.98]]],
  ['West Sussex', [['West Wittering', 50.774, -0.899], ['Selsey', 50.727, -0.791], ['Bognor', 50.781, -0.677], ['Littlehampton', 50.8, -0.544], ['Worthing', 50.808, -0.371], ['Shoreham', 50.828, -0.275]]],
  ['East Sussex', [['Brighton', 50.819, -0.137], ['Seaford', 50.769, 0.101], ['Birling Gap', 50.742, 0.201], ['Eastbourne', 50.765, 0.29], ['Bexhill', 50.836, 0.472], ['Hastings', 50.853, 0.573], ['Camber', 50.933, 0.796]]],
  ['Kent', [['Dungeness', 50.913, 0.976], ['Hythe', 51.069, 1.084], ['Folkestone', 51.078, 1.18], ['Dover', 51.12, 1.316], ["St Margaret's", 51.15, 1.385], ['Deal', 51.222, 1.404], ['Sandwich', 51.27, 1.37], ['Ramsgate', 51.332, 1.423], ['Broadstairs', 51.358, 1.439], ['Margate', 51.39, 1.381], ['Herne Bay', 51.374, 1.128], ['Whitstable', 51.361, 1.025], ['Sheerness', 51.441, 0.76]]],
  ['Essex', [['Southend', 51.532, 0.712], ['Shoeburyness', 51.529, 0.801], ['Mersea', 51.776, 0.918], ['Clacton', 51.788, 1.155], ['Frinton', 51.83, 1.246], ['Walton', 51.847, 1.272]]],
  ['Suffolk', [['Felixstowe', 51.958, 1.351], ['Aldeburgh', 52.153, 1.602], ['Thorpeness', 52.179, 1.614], ['Dunwich', 52.277, 1.634], ['Southwold', 52.327, 1.681], ['Lowestoft', 52.476, 1.753]]],
  ['Norfolk', [['Gorleston', 52.575, 1.733], ['Great Yarmouth', 52.606, 1.737], ['Winterton', 52.716, 1.695], ['Sea Palling', 52.789, 1.603], ['Mundesley', 52.878, 1.438], ['Cromer', 52.931, 1.301], ['Sheringham', 52.944, 1.211], ['Wells', 52.974, 0.852], ['Holkham', 52.97, 0.81], ['Brancaster', 52.973, 0.637], ['Hunstanton', 52.939, 0.49]]],
  ['Lincolnshire', [['Skegness', 53.144, 0.339], ['Chapel St Leonards', 53.222, 0.337], ['Sutton-on-Sea', 53.31, 0.284], ['Mablethorpe', 53.34, 0.261], ['Cleethorpes', 53.56, -0.03]]],
  ['East Yorkshire', [['Spurn', 53.578, 0.111], ['Withernsea', 53.731, 0.03], ['Hornsea', 53.911, -0.163], ['Bridlington', 54.083, -0.192], ['Flamborough', 54.117, -0.082]]],
  ['North Yorkshire', [['Filey', 54.21, -0.287], ['Scarborough', 54.283, -0.399], ["Robin Hood's Bay", 54.435, -0.533], ['Whitby', 54.486, -0.613], ['Sandsend', 54.502, -0.67], ['Runswick', 54.533, -0.755], ['Saltburn', 54.585, -0.973], ['Redcar', 54.618, -1.069]]],
  ['County Durham', [['Seaton Carew', 54.66, -1.185], ['Hartlepool', 54.691, -1.212], ['Seaham', 54.839, -1.33]]],
  ['Tyne and Wear', [['Roker', 54.921, -1.364], ['South Shields', 54.999, -1.421], ['Tynemouth', 55.017, -1.422], ['Whitley Bay', 55.045, -1.444]]],
  ['Northumberland', [['Blyth', 55.127, -1.5], ['Druridge', 55.27, -1.57], ['Amble', 55.333, -1.582], ['Alnmouth', 55.387, -1.611], ['Craster', 55.472, -1.593], ['Beadnell', 55.556, -1.626], ['Seahouses', 55.581, -1.653], ['Bamburgh', 55.608, -1.716], ['Holy Island', 55.669, -1.8], ['Berwick', 55.77, -1.995]]],
  ['Scottish Borders', [['Coldingham', 55.887, -2.139], ['St Abbs', 55.899, -2.13]]],
  ['East Lothian', [['Dunbar', 56.003, -2.517], ['North Berwick', 56.058, -2.717], ['Gullane', 56.036, -2.83]]],
  ['City of Edinburgh', [['Portobello', 55.954, -3.11], ['Cramond', 55.98, -3.3], ['Queensferry', 55.99, -3.398]]],
  ['Fife', [['Kinghorn', 56.069, -3.174], ['Kirkcaldy', 56.11, -3.155], ['Leven', 56.195, -3.0], ['Elie', 56.188, -2.818], ['Anstruther', 56.222, -2.7], ['Crail', 56.258, -2.628], ['St Andrews', 56.342, -2.795], ['Tentsmuir', 56.42, -2.81]]],
  ['Dundee', [['Broughty Ferry', 56.465, -2.87]]],
  ['Angus', [['Carnoustie', 56.5, -2.708], ['Arbroath', 56.558, -2.58], ['Lunan', 56.65, -2.5], ['Montrose', 56.708, -2.465]]],
  ['Aberdeenshire', [['St Cyrus', 56.77, -2.41], ['Stonehaven', 56.963, -2.208]]],
  ['Aberdeen', [['Aberdeen', 57.15, -2.08]]],
  ['Aberdeenshire', [['Balmedie', 57.25, -2.04], ['Newburgh', 57.316, -1.99], ['Cruden Bay', 57.413, -1.85], ['Peterhead', 57.505, -1.78], ['Fraserburgh', 57.69, -2.005], ['Rosehearty', 57.698, -2.113], ['Banff', 57.668, -2.524]]],
  ['Moray', [['Cullen', 57.693, -2.822], ['Lossiemouth', 57.722, -3.285], ['Findhorn', 57.66, -3.61]]],
  ['Highland', [['Nairn', 57.59, -3.865], ['Rosemarkie', 57.592, -4.113], ['Portmahomack', 57.83, -3.83], ['Dornoch', 57.877, -4.025], ['Golspie', 57.971, -3.978], ['Brora', 58.01, -3.85], ['Helmsdale', 58.115, -3.65], ['Wick', 58.44, -3.09], ["John o' Groats", 58.64, -3.07], ['Dunnet', 58.615, -3.345], ['Thurso', 58.595, -3.52], ['Melvich', 58.56, -3.92], ['Bettyhill', 58.53, -4.22], ['Tongue', 58.48, -4.42], ['Durness', 58.57, -4.745], ['Sandwood', 58.54, -5.06], ['Kinlochbervie', 58.46, -5.05], ['Scourie', 58.35, -5.155], ['Achmelvich', 58.17, -5.305], ['Lochinver', 58.15, -5.245], ['Achiltibuie', 58.02, -5.35], ['Ullapool', 57.895, -5.16], ['Gruinard', 57.86, -5.45], ['Gairloch', 57.73, -5.69], ['Applecross', 57.433, -5.815], ['Plockton', 57.338, -5.65], ['Kyle', 57.28, -5.715], ['Glenelg', 57.21, -5.62], ['Mallaig', 57.005, -5.83], ['Morar', 56.965, -5.86], ['Arisaig', 56.91, -5.845], ['Ardnamurchan', 56.727, -6.225], ['Kilchoan', 56.7, -6.11]]],
  ['Argyll and Bute', [['Oban', 56.415, -5.472], ['Easdale', 56.292, -5.655], ['Crinan', 56.09, -5.558], ['Machrihanish', 55.42, -5.74], ['Southend', 55.315, -5.64], ['Campbeltown', 55.425, -5.605], ['Carradale', 55.59, -5.47], ['Tighnabruaich', 55.905, -5.235], ['Dunoon', 55.948, -4.924], ['Helensburgh', 56.003, -4.735]]],
  ['Inverclyde', [['Gourock', 55.96, -4.817]]],
  ['North Ayrshire', [['Largs', 55.795, -4.87], ['Ardrossan', 55.64, -4.812], ['Irvine', 55.61, -4.69]]],
  ['South Ayrshire', [['Troon', 55.543, -4.662], ['Prestwick', 55.495, -4.615], ['Ayr', 55.462, -4.64], ['Culzean', 55.355, -4.79], ['Girvan', 55.243, -4.857], ['Ballantrae', 55.1, -5.005]]],
  ['Dumfries and Galloway', [['Portpatrick', 54.842, -5.117], ['Mull of Galloway', 54.635, -4.857], ['Port William', 54.76, -4.585], ['Isle of Whithorn', 54.698, -4.365], ['Kirkcudbright', 54.835, -4.05], ['Rockcliffe', 54.865, -3.795], ['Southerness', 54.875, -3.598], ['Powfoot', 54.975, -3.33]]],
  ['Cumbria', [['Silloth', 54.868, -3.392], ['Allonby', 54.77, -3.435], ['Maryport', 54.715, -3.497], ['Workington', 54.643, -3.553], ['Whitehaven', 54.549, -3.592], ['St Bees', 54.493, -3.597], ['Seascale', 54.396, -3.485], ['Ravenglass', 54.355, -3.41], ['Silecroft', 54.22, -3.34], ['Haverigg', 54.197, -3.295], ['Walney', 54.1, -3.26], ['Grange', 54.19, -2.905]]],
  ['Lancashire', [['Morecambe', 54.073, -2.87], ['Heysham', 54.04, -2.9], ['Fleetwood', 53.925, -3.01], ['Cleveleys', 53.875, -3.045], ['Blackpool', 53.815, -3.055], ['St Annes', 53.753, -3.03]]],
  ['Merseyside', [['Southport', 53.645, -3.01], ['Ainsdale', 53.6, -3.055], ['Formby', 53.555, -3.09], ['Crosby', 53.49, -3.05], ['New Brighton', 53.438, -3.045], ['Hoylake', 53.395, -3.18], ['West Kirby', 53.373, -3.185]]],
  ['Flintshire', [['Talacre', 53.35, -3.33]]],
  ['Denbighshire', [['Prestatyn', 53.34, -3.41], ['Rhyl', 53.322, -3.49]]],
  ['Conwy', [['Pensarn', 53.295, -3.58], ['Colwyn Bay', 53.295, -3.725], ['Llandudno', 53.325, -3.83], ['Conwy Morfa', 53.29, -3.855], ['Llanfairfechan', 53.26, -3.98]]],
  ['Isle of Anglesey', [['Beaumaris', 53.265, -4.09], ['Benllech', 53.32, -4.225], ['Moelfre', 53.35, -4.235], ['Cemaes', 53.415, -4.45], ['Trearddur', 53.275, -4.62], ['Rhosneigr', 53.228, -4.505], ['Newborough', 53.15, -4.38]]],
  ['Gwynedd', [['Dinas Dinlle', 53.085, -4.335], ['Trefor', 52.995, -4.42], ['Aberdaron', 52.805, -4.715], ['Abersoch', 52.823, -4.505], ['Pwllheli', 52.885, -4.405], ['Criccieth', 52.918, -4.235], ['Black Rock', 52.915, -4.175], ['Harlech', 52.86, -4.115], ['Barmouth', 52.722, -4.055], ['Tywyn', 52.585, -4.095], ['Aberdyfi', 52.545, -4.045]]],
  ['Ceredigion', [['Borth', 52.49, -4.05], ['Aberystwyth', 52.415, -4.09], ['Aberaeron', 52.243, -4.262], ['New Quay', 52.215, -4.36], ['Llangrannog', 52.16, -4.47], ['Aberporth', 52.135, -4.545]]],
  ['Pembrokeshire', [['Poppit', 52.105, -4.69], ['Newport', 52.025, -4.85], ['Fishguard', 52.0, -4.98], ['Whitesands', 51.895, -5.295], ['Newgale', 51.855, -5.125], ['Broad Haven', 51.78, -5.105], ['Marloes', 51.725, -5.225], ['Dale', 51.705, -5.17], ['Freshwater West', 51.655, -5.065], ['Barafundle', 51.62, -4.905], ['Manorbier', 51.643, -4.8], ['Tenby', 51.672, -4.7], ['Saundersfoot', 51.71, -4.695], ['Amroth', 51.73, -4.655]]],
  ['Carmarthenshire', [['Pendine', 51.75, -4.555], ['Cefn Sidan', 51.705, -4.345], ['Llanelli', 51.67, -4.165]]],
  ['Swansea', [['Rhossili', 51.57, -4.29], ['Port Eynon', 51.545, -4.21], ['Oxwich', 51.555, -4.155], ['Three Cliffs', 51.57, -4.11], ['Caswell', 51.57, -4.03], ['Langland', 51.567, -4.015], ['Mumbles', 51.57, -3.99], ['Swansea', 51.61, -3.96]]],
  ['Neath Port Talbot', [['Aberavon', 51.6, -3.82]]],
  ['Bridgend', [['Porthcawl', 51.478, -3.7]]],
  ['Vale of Glamorgan', [['Southerndown', 51.445, -3.605], ['Llantwit Major', 51.402, -3.495], ['Barry Island', 51.392, -3.273], ['Penarth', 51.435, -3.17]]],
  ['Somerset', [['Portishead', 51.49, -2.77], ['Clevedon', 51.44, -2.86], ['Weston', 51.345, -2.98], ['Brean', 51.295, -3.01], ['Burnham', 51.238, -3.0], ['Minehead', 51.21, -3.47], ['Porlock', 51.218, -3.625]]],
  ['Devon', [['Lynmouth', 51.232, -3.83], ['Combe Martin', 51.205, -4.03], ['Ilfracombe', 51.21, -4.12], ['Woolacombe', 51.17, -4.21], ['Croyde', 51.131, -4.238], ['Saunton', 51.115, -4.22], ['Westward Ho', 51.04, -4.24], ['Clovelly', 50.999, -4.4], ['Hartland', 51.02, -4.53]]],
  ['Cornwall', [['Bude', 50.832, -4.555], ['Widemouth', 50.795, -4.558], ['Crackington', 50.742, -4.634], ['Tintagel', 50.668, -4.76], ['Polzeath', 50.575, -4.918], ['Padstow', 50.545, -4.935], ['Constantine', 50.535, -5.025], ['Watergate', 50.445, -5.045], ['Newquay', 50.417, -5.085], ['Perranporth', 50.345, -5.155], ['St Agnes', 50.315, -5.205], ['Porthtowan', 50.287, -5.243], ['Portreath', 50.262, -5.292], ['Gwithian', 50.225, -5.39], ['St Ives', 50.213, -5.48], ['Zennor', 50.195, -5.568], ['Cape Cornwall', 50.127, -5.709], ['Sennen', 50.077, -5.697]]],
];

// biome-ignore format: one county per line reads as a map
const NORTHERN_IRELAND: readonly CoastStretch[] = [
  ['County Londonderry', [['Magilligan', 55.18, -6.95], ['Benone', 55.165, -6.88], ['Castlerock', 55.165, -6.79], ['Portstewart', 55.18, -6.72]]],
  ['County Antrim', [['Portrush', 55.205, -6.655], ['Portballintrae', 55.22, -6.555], ['Ballycastle', 55.205, -6.245], ['Cushendun', 55.125, -6.04], ['Cushendall', 55.085, -6.06], ['Carnlough', 54.99, -5.99], ['Glenarm', 54.97, -5.955], ['Ballygally', 54.9, -5.86], ['Larne', 54.855, -5.815], ['Whitehead', 54.755, -5.71], ['Carrickfergus', 54.715, -5.805]]],
  ['County Down', [["Helen's Bay", 54.67, -5.74], ['Bangor', 54.665, -5.67], ['Donaghadee', 54.64, -5.535], ['Millisle', 54.61, -5.53], ['Ballywalter', 54.545, -5.485], ['Cloughey', 54.44, -5.475], ['Portaferry', 54.38, -5.545], ['Killough', 54.255, -5.645], ['Tyrella', 54.225, -5.775], ['Newcastle', 54.215, -5.885], ['Annalong', 54.105, -5.9], ['Kilkeel', 54.06, -6.0], ['Cranfield', 54.025, -6.055]]],
];

// biome-ignore format: one county per line reads as a map
const ISLE_OF_WIGHT: readonly CoastStretch[] = [
  ['Isle of Wight', [['Cowes', 50.762, -1.3], ['Ryde', 50.73, -1.16], ['Sandown', 50.652, -1.152], ['Shanklin', 50.63, -1.175], ['Ventnor', 50.594, -1.205], ['Compton', 50.655, -1.465], ['Freshwater', 50.668, -1.515], ['Yarmouth', 50.707, -1.5]]],
];

/** A place on a line of coast, with its county. */
export interface CoastPoint {
  place: string;
  county: string;
  lat: number;
  lng: number;
}

/** Each line of coast as one list of places in coastal order. */
export const UK_COAST_LINES: readonly (readonly CoastPoint[])[] = [
  GREAT_BRITAIN,
  NORTHERN_IRELAND,
  ISLE_OF_WIGHT,
].map((stretches) =>
  stretches.flatMap(([county, places]) => places.map(([place, lat, lng]) => ({ place, county, lat, lng }))),
);
